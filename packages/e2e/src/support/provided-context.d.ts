// Values the global setup hands to the test workers through provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    ownerUsername: string;
    ownerPassword: string;
    timeZone: string;
    /** The server's DATA_DIR, for running the CLI against its database. */
    dataDir: string;
  }
}

export {};
