-- drizzle-kit never writes extensions: the trigram indexes of later migrations need this first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
