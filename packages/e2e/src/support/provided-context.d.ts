// Values the global setup hands to the test workers through provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    ownerUsername: string;
    ownerPassword: string;
    timeZone: string;
  }
}

export {};
