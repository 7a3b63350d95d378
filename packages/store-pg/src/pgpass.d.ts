declare module 'pgpass' {
  /** Looks the password up in ~/.pgpass (or PGPASSFILE); undefined when none matches or the file is group/world-readable. */
  function pgpass(connInfo: { host: string; port: number; database: string; user: string }, cb: (password: string | undefined) => void): void;
  export default pgpass;
}
