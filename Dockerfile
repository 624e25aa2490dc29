FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml constraints.txt README.md ./
COPY bot ./bot
COPY rules ./rules
COPY maps ./maps
COPY fonts ./fonts
RUN pip install --no-cache-dir -c constraints.txt -e .
# One process on a SQLite file by default; set COURIER_DB=postgresql://… (and COURIER_SHARDS) to run several
# processes on one PostgreSQL database (see compose.yaml).
ENV COURIER_DB=/data/courier.db
VOLUME ["/data"]
CMD ["courier"]
