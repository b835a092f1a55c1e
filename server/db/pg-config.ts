import type { PoolConfig } from 'pg';

/**
 * Discrete connection settings from a postgres:// URL. adapter-pg derives its shadow pools by spreading this
 * config with another database name, which a connectionString would silently override.
 */
export function pgConnectionConfig(databaseUrl: string): PoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: decodeURIComponent(url.hostname) || '127.0.0.1',
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || process.env.PGUSER || 'postgres',
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.slice(1)) || 'postgres',
    ssl: url.searchParams.get('sslmode') === 'require' ? { rejectUnauthorized: false } : undefined,
  };
}
