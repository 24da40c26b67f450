import { guardPostgresWrites } from '../platform/postgresWriteGuard.ts';

// Before anything loads the PostgreSQL driver, so a PostgreSQL restart cannot end the process through it; the
// service itself is imported only then (platform/postgresWriteGuard.ts says why).
guardPostgresWrites();
await import('./startRole.ts');
