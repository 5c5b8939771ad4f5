// Values the global setup hands to the test workers through provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    ownerUsername: string;
    ownerPassword: string;
    timeZone: string;
    /** The daily backup's time of day (HH:MM in timeZone), set away from the run's hours. */
    backupAt: string;
    /** The server's DATA_DIR, for running the CLI against its database. */
    dataDir: string;
  }
}

export {};
