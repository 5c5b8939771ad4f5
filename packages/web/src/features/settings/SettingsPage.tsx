import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { type AppModule, modules as registeredModules } from "../../app/modules";
import { ImportFromApps } from "../imports/ImportFromApps";
import { BackupSetting } from "./BackupSetting";
import { CalendarFeedSetting } from "./CalendarFeedSetting";
import { DataExport } from "./DataExport";
import { DataImport } from "./DataImport";
import { ModulesSetting } from "./ModulesSetting";
import { NotificationSettings } from "./NotificationSettings";
import { PasswordSetting } from "./PasswordSetting";
import { SessionsSetting } from "./SessionsSetting";
import { SettingsSection } from "./SettingsSection";
import { ThemeSetting } from "./ThemeSetting";
import { TimeZoneSetting } from "./TimeZoneSetting";

/**
 * Settings (issue 2, item 7): appearance, time zone, modules, password and devices (issue 25),
 * backups (issue 18), then each module's own section.
 */
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
      <SettingsSection title="Modules">
        <ModulesSetting />
      </SettingsSection>
      <SettingsSection title="Calendar feed">
        <CalendarFeedSetting />
      </SettingsSection>
      <SettingsSection title="Notifications">
        <NotificationSettings />
      </SettingsSection>
      <SettingsSection title="Password">
        <PasswordSetting />
      </SettingsSection>
      <SettingsSection title="Signed-in devices">
        <SessionsSetting />
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
