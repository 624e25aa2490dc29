async def test_probe(harness, service):
    await harness.started_game()
    await harness.run("done", user_id=2)
    dm = harness.api.dms(2)[-1]
    print("IDS", dm.custom_ids, dm.path, dm.channel_id, dm.payload.get("id"))
    for c in await harness.press(dm.custom_ids[1], user_id=1, guild=False): print("CALL1", c.method, c.path, str(c.payload)[:300])
    for c in await harness.press(dm.custom_ids[1], user_id=2, guild=False): print("CALL", c.method, c.path, str(c.payload)[:300])
    for c in await harness.press(dm.custom_ids[1], user_id=2, guild=False): print("CALL2", c.method, c.path, str(c.payload)[:300])
