-- A tiny table the health check reads, so `GET /api/health` proves the migrations ran,
-- not just that a database file exists.
CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT INTO app_meta (key, value) VALUES ('schema', 'agency-website');
