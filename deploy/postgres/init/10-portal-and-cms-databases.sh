#!/bin/sh
# Runs once, when the postgres image initialises an empty data directory (/docker-entrypoint-initdb.d, compose.yaml):
# a database for the portal (the BFF's, packages/db) and one for the CMS (Payload's), each owned by its own login
# role, which can reach no other database. The passwords come from the environment (compose.yaml, .env).
set -e
if [ -z "$PORTAL_DB_PASSWORD" ] || [ -z "$CMS_DB_PASSWORD" ]; then
  echo 'PORTAL_DB_PASSWORD and CMS_DB_PASSWORD must be set' >&2
  exit 1
fi
psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  --set portal_password="$PORTAL_DB_PASSWORD" --set cms_password="$CMS_DB_PASSWORD" <<'SQL'
CREATE ROLE portal LOGIN PASSWORD :'portal_password';
CREATE DATABASE portal OWNER portal ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE portal FROM PUBLIC;

CREATE ROLE cms LOGIN PASSWORD :'cms_password';
CREATE DATABASE cms OWNER cms ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE cms FROM PUBLIC;
SQL
