import { SubNavTabs } from "../../components/SubNavTabs";
import { PACK_HOME_PATH, PACK_ITEMS_PATH, PACK_TRIP_PATH_PREFIX } from "./paths";

/** Trips and Items (spec §2's footer links), as tabs under the app bar (issue 22). */
export function PackTabs() {
  return (
    <SubNavTabs
      label="Trip packing"
      links={[
        { label: "Trips", to: PACK_HOME_PATH, end: true, alsoUnder: PACK_TRIP_PATH_PREFIX },
        { label: "Items", to: PACK_ITEMS_PATH },
      ]}
    />
  );
}
