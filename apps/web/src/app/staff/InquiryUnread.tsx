import MailOutlined from '@mui/icons-material/MailOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffInquiryUnreadTotalDocument } from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import '../../components/staff/texts';

/** Same key as the inquiry pages' (features/staff-inquiries/api.ts), so opening an inquiry refreshes it. */
const UNREAD_TOTAL_KEY = ['staff', 'inquiries', 'unreadTotal'] as const;
const REFRESH_MS = 60_000;

/**
 * The top bar's count of participant messages staff have not read yet (over all inquiries), linking to
 * the board; refreshed every minute and whenever an inquiry is opened.
 */
export function InquiryUnread() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: UNREAD_TOTAL_KEY,
    queryFn: async () => (await execute(StaffInquiryUnreadTotalDocument)).inquiryUnreadTotal,
    refetchInterval: REFRESH_MS,
  });
  const count = data?.comments ?? 0;
  const label = t('staff.inquiryUnread', { count });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to="/inquiries" color="inherit" data-testid="inquiry-unread-total">
        <Badge badgeContent={count} color="error" max={99}>
          <MailOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
