// Kept apart from the components so the module registry (loaded with the app shell) can name
// the word puzzles' paths without pulling their code into the first load. Spec §2 routes.
export const WORDLE_HOME_PATH = "/wordle";
export const CONNECTIONS_PATH = "/wordle/connections";
