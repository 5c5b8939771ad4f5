// The import sources (issue 23) without the payload schemas: a screen's Import button needs
// only these, and the schemas would bring zod into its first load (issue 28).

/** The sources, in the order the import screen lists them, with the module each fills. */
export const IMPORT_SOURCES = {
  tvtime: {
    label: "TV Time",
    module: "tv",
    accept: ".zip,application/zip",
    hint: "The ZIP TV Time sent for your GDPR data request, as it came (only its viewing-history files are read).",
    background: true,
  },
  trakt: {
    label: "Trakt",
    module: "tv",
    accept: ".json,.zip,application/json,application/zip",
    hint: "Trakt's export ZIP, or its watched shows, history or watchlist JSON.",
    background: true,
  },
  todoist: {
    label: "Todoist",
    module: "tasks",
    accept: ".zip,.csv,application/zip,text/csv",
    hint: "The ZIP from Todoist's Settings → Backups (one CSV per project), or one project's CSV.",
  },
  icalendar: {
    label: "iCalendar to-dos",
    module: "tasks",
    accept: ".ics,text/calendar",
    hint: "An .ics file of to-dos (VTODO), as Apple Reminders, Thunderbird or Nextcloud Tasks export them.",
  },
  lighterpack: {
    label: "LighterPack",
    module: "pack",
    accept: ".csv,text/csv",
    hint: "A list's CSV (LighterPack → the list → Share → Export to CSV); it becomes a trip named after the file.",
  },
  fuelly: {
    label: "Fuelly",
    module: "fuel",
    accept: ".csv,text/csv",
    hint: "The CSV from Fuelly's “Export fuel-ups” (other fill-up logs with Date and Odometer columns work too).",
  },
  spritmonitor: {
    label: "Spritmonitor",
    module: "fuel",
    accept: ".csv,text/csv",
    hint: "The fuelings CSV from Spritmonitor.de (km and litres; converted to the vehicle's units).",
  },
  lubelogger: {
    label: "LubeLogger",
    module: "fuel",
    accept: ".csv,text/csv",
    hint: "The CSV from a vehicle's Fuel tab → Export, in the vehicle's own units.",
  },
} as const;

export type ImportSource = keyof typeof IMPORT_SOURCES;
export const IMPORT_SOURCE_KEYS = Object.keys(IMPORT_SOURCES) as ImportSource[];
export const importSourcesOf = (module: string): ImportSource[] =>
  IMPORT_SOURCE_KEYS.filter((key) => IMPORT_SOURCES[key].module === module);

/** Largest file any source accepts. */
export const APP_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Whether a source's import runs apart from its request (answering an ImportJob). */
export const runsInBackground = (source: ImportSource): boolean =>
  "background" in IMPORT_SOURCES[source] && IMPORT_SOURCES[source].background === true;
