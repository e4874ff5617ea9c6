import { Box, type SxProps, Tab, Tabs, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A scrollable tab bar whose tabs control one tab panel (the chosen tab's content, `children`): each tab
 * is `tabId(tab)`, the panel `panelId`, labelled by the current tab. `barSx` styles the bar's frame;
 * `focusablePanel` lets a menu move focus to the panel (without an outline).
 */
export function TabsWithPanel<T extends string>({
  tabs,
  current,
  onChange,
  label,
  tabId,
  panelId,
  barSx,
  allowScrollButtonsMobile,
  focusablePanel,
  children,
}: {
  tabs: readonly { value: T; label: string }[];
  current: T;
  onChange: (tab: T) => void;
  label: string;
  tabId: (tab: T) => string;
  panelId: string;
  barSx?: SxProps<Theme>;
  allowScrollButtonsMobile?: boolean;
  focusablePanel?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={[{ borderBottom: 1, borderColor: 'divider' }, ...(Array.isArray(barSx) ? barSx : barSx ? [barSx] : [])]}>
        <Tabs
          value={current}
          onChange={(_event, tab: T) => onChange(tab)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile={allowScrollButtonsMobile}
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} id={tabId(tab.value)} aria-controls={panelId} />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(current)}
        tabIndex={focusablePanel ? -1 : undefined}
        sx={focusablePanel ? { '&:focus': { outline: 'none' } } : undefined}
      >
        {children}
      </Box>
    </>
  );
}
