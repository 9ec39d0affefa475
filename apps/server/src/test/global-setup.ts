import type { TestProject } from 'vitest/node';
import { dropDatabasesNamed, makePgliteTemplate, makePostgresTemplate } from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite project's migrated dump file. */
    pgliteTemplate: string;
    /** The PostgreSQL project's migrated template database. */
    postgresTemplate: string;
    /** The prefix of the names of the run's copies of it (test/test-app.ts), dropped after the last file. */
    postgresCopies: string;
  }
}

/** Makes the run's template database once, before any server test file; removes it after the last. */
export default async function setup(project: TestProject) {
  if (project.config.env?.JHOLA_TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
    const template = await makePostgresTemplate(adminUrl);
    project.provide('postgresTemplate', template.reference);
    // Each worker keeps its copy from file to file (test/kept-postgres.ts): the last file leaves it.
    const copies = `jhola_test_${template.reference.replace('jhola_template_', '').slice(0, 16)}_`;
    project.provide('postgresCopies', copies);
    return async () => {
      await dropDatabasesNamed(adminUrl, copies);
      await template.remove();
    };
  }
  const template = await makePgliteTemplate();
  project.provide('pgliteTemplate', template.reference);
  return () => template.remove();
}
