import type { ModuleKey } from "@homebase/contracts";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { type AppModule, modules as registeredModules } from "../../app/modules";
import { useSettings, useUpdateSettings } from "../../app/settings";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";

/** A switch per module: off hides it from the menu and Home; its data and pages stay. */
export function ModulesSetting({ modules = registeredModules }: { modules?: readonly AppModule[] }) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const notify = useNotify();
  // While a change saves, show it; a refused save falls back to what is stored.
  const hidden = (update.isPending ? update.variables.hidden_modules : undefined) ?? settings.data?.hidden_modules;
  if (!hidden) return <Skeleton variant="rounded" height={120} />;

  const toggle = (key: ModuleKey, shown: boolean) => {
    const next = shown ? hidden.filter((k) => k !== key) : [...hidden, key];
    update.mutate({ hidden_modules: next }, { onSuccess: () => notify("Settings saved", "success") });
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        Turn off the modules you do not use: they leave the menu and Home. Nothing is deleted, and you can turn them
        back on here.
      </Typography>
      <FormGroup>
        {modules.map((module) => (
          <FormControlLabel
            key={module.key}
            control={
              <Switch
                checked={!hidden.includes(module.key)}
                // Not disabled while saving: that would drop keyboard focus. Each save sends the whole
                // list including any change still saving, so quick toggles do not undo each other.
                onChange={(event) => toggle(module.key, event.target.checked)}
              />
            }
            label={
              <span style={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
                <Icon path={module.icon} fontSize="small" sx={{ color: "text.secondary" }} />
                {module.label}
              </span>
            }
          />
        ))}
      </FormGroup>
    </>
  );
}
