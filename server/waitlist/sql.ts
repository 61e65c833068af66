/**
 * The little the lead store needs from a database, spoken the same way by SQLite and PostgreSQL: plain
 * SQL with `?` parameters (both engines take the store's statements as written: RETURNING, ON CONFLICT,
 * FILTER), and a transaction. `sqlite-client.ts` and `postgres-client.ts` implement it.
 */
export type SqlValue = string | number | null;

export type SqlQueries = {
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
};

export type Dialect = "sqlite" | "postgresql";

export type SqlClient = SqlQueries & {
  dialect: Dialect;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * The database cannot take the request now (down, restarting, locked, out of disk, too slow): worth
 * retrying later, so intake and /readyz answer 503 with Retry-After instead of 500.
 */
export class StorageUnavailableError extends Error {
  readonly code: string;
  /** The same request may succeed later (and marks the class apart from errors shaped like it). */
  readonly retryable = true;

  constructor(code: string, options?: ErrorOptions) {
    super(`lead database unavailable (${code})`, options);
    this.name = "StorageUnavailableError";
    this.code = code;
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}

/** Rejects with StorageUnavailableError("timeout") when `work` has not settled within `ms`. */
export function withDeadline<T>(work: Promise<T>, ms: number, onTimeout?: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new StorageUnavailableError("timeout"));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
