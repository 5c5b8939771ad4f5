// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Tasks paths without pulling any task code into the first load. Spec §2 routes.
export const TASKS_HOME_PATH = "/tasks/";

export const taskPath = (slug: string) => `/tasks/task/${encodeURIComponent(slug)}/`;
