/** The migration files' names, in the order wrangler applies them (see migration-list.mjs). */
export declare function migrationNames(): string[];
/** Writes worker/db/system/statements/migration-list.ts from worker/migrations. */
export declare function writeMigrationList(): void;
