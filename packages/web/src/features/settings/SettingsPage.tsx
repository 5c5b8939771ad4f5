import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { type AppModule, modules as registeredModules } from "../../app/modules";
import { ImportFromApps } from "../imports/ImportFromApps";
import { BackupSetting } from "./BackupSetting";
import { DataExport } from "./DataExport";
import { DataImport } from "./DataImport";
import { SettingsSection } from "./SettingsSection";
import { ThemeSetting } from "./ThemeSetting";
import { TimeZoneSetting } from "./TimeZoneSetting";

/** Settings (issue 2, item 7): appearance, time zone, backups (issue 18), then each module's own section. */
export function SettingsPage({ modules = registeredModules }: { modules?: readonly AppModule[] }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Settings
      </Typography>
      <SettingsSection title="Appearance">
        <ThemeSetting />
      </SettingsSection>
      <SettingsSection title="Time zone">
        <TimeZoneSetting />
      </SettingsSection>
      <SettingsSection title="Backups">
        <BackupSetting />
      </SettingsSection>
      <SettingsSection title="Your data">
        <Stack spacing={3}>
          <DataExport />
          <DataImport />
        </Stack>
      </SettingsSection>
      <SettingsSection title="Import from other apps">
        <ImportFromApps />
      </SettingsSection>
      {modules.map(({ key, settingsSection }) => {
        if (!settingsSection) return null;
        const { title, Component } = settingsSection;
        return (
          <SettingsSection key={key} title={title}>
            <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
              <Component />
            </Suspense>
          </SettingsSection>
        );
      })}
    </Stack>
  );
}
