/** Every integration file drops the tables it created when it ends (tests/support/integration.ts). */
import { afterAll } from 'vitest';
import { dropTables } from '../../support/integration';

afterAll(async () => {
  await dropTables();
});
