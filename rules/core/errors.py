"""Errors the rules raise when an action is refused."""


class IllegalAction(ValueError):
    """An action the rules refuse: names the rule and says what is allowed now.

    Raising it must leave the state untouched (rulesets validate before they change anything).
    """

    def __init__(self, message: str, rule: str | None = None, allowed: list[str] | None = None) -> None:
        self.rule = rule
        self.allowed = allowed or []
        text = f"{message} (rule {rule})" if rule else message
        if self.allowed:
            shown = ", ".join(self.allowed[:10])
            more = f" … and {len(self.allowed) - 10} more" if len(self.allowed) > 10 else ""
            text += f". Allowed now: {shown}{more}"
        super().__init__(text)
