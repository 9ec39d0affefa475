import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';

/**
 * One migrated database per test run, copied for each test file (issue 25): a fresh PGlite costs 2–3 s
 * of initdb and migrations, a copy of the dump under 1 s; on PostgreSQL `CREATE DATABASE … TEMPLATE`
 * copies the migrated schema in milliseconds.
 */
export interface TemplateDatabase {
  /** What the test files are given: a dump file (PGlite) or a database name (PostgreSQL). */
  reference: string;
  remove(): Promise<void>;
}

export async function makePgliteTemplate(): Promise<TemplateDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `jhola-test-template-${randomUUID()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { reference: file, remove: () => rm(file, { force: true }) };
}

export async function makePostgresTemplate(adminUrl: string): Promise<TemplateDatabase> {
  const name = `jhola_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 1 });
  await database.close();
  return {
    reference: name,
    remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops every database whose name starts with `prefix` (a run's copies of its template). */
export async function dropDatabasesNamed(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of found.rows) await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
