// Shared contracts: API payload schemas, constants and pure domain logic used by both halves.
export * from "./api-error";
export * from "./auth";
export * from "./dates";
export * from "./fields";
export * from "./fuel";
export * from "./fuel-constants";
export * from "./fuel-csv";
export * from "./fuel-math";
export * from "./money";
export * from "./relative-date";
export * from "./settings";
export * from "./slugs";
export * from "./tasks";
export * from "./tasks-logic";
export * from "./water";
export * from "./water-api";
