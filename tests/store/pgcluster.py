"""A throw-away PostgreSQL cluster for the tests, from the installed server binaries: initdb into a temporary
directory, one server on a free port that listens on a unix socket only (no TCP), stopped and deleted at the end.
PostgreSQL refuses to run as root, so as root the cluster runs as the user ``nobody``."""

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

SERVER_USER = "nobody"


def server_binaries() -> Path | None:
    """The directory holding ``initdb`` and ``pg_ctl`` (the newest installed version), or None."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(candidates[-1]).parent if candidates else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@dataclass
class Cluster:
    """A running cluster: ``url(name)`` addresses one of its databases over its unix socket."""

    root: Path
    port: int
    bin_dir: Path

    def url(self, database: str) -> str:
        """The connection URL of ``database``."""
        return f"postgresql://courier@/{database}?host={self.root}&port={self.port}"

    def _run(self, *args: str) -> None:
        prefix = ["runuser", "-u", SERVER_USER, "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *args], check=True, capture_output=True, text=True, timeout=60)

    def start(self) -> None:
        """initdb and start the server (fsync off: the data is thrown away)."""
        if os.geteuid() == 0:
            shutil.chown(self.root, user=SERVER_USER)
        data = str(self.root / "data")
        self._run(str(self.bin_dir / "initdb"), "-D", data, "-A", "trust", "-U", "courier", "-E", "UTF8", "--no-sync")
        options = f"-k {self.root} -p {self.port} -c listen_addresses='' -c fsync=off -c full_page_writes=off"
        self._run(str(self.bin_dir / "pg_ctl"), "-D", data, "-o", options, "-l", str(self.root / "log"), "-w", "start")

    def stop(self) -> None:
        """Stop the server at once and delete its files."""
        try:
            self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.root / "data"), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def start_cluster() -> Cluster:
    """A started cluster; RuntimeError saying why when it cannot start."""
    bin_dir = server_binaries()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    cluster = Cluster(root=Path(tempfile.mkdtemp(prefix="courier-pg-")), port=_free_port(), bin_dir=bin_dir)
    try:
        cluster.start()
    except (OSError, subprocess.SubprocessError) as exc:
        detail = getattr(exc, "stderr", "") or ""
        shutil.rmtree(cluster.root, ignore_errors=True)
        raise RuntimeError(f"the PostgreSQL test cluster did not start: {exc} {detail}".strip()) from exc
    return cluster
