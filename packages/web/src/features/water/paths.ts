// Kept apart from the components so the module registry (loaded with the app shell) can
// name WaterHome's path without pulling any water code into the first load.
export const WATER_HOME_PATH = "/tracker/water/";
/** WaterHome focuses its target field when opened with this hash (the card's "set a target"). */
export const TARGET_HASH = "#daily-target";
