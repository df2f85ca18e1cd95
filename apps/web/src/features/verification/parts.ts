import { BadgeCheck, CalendarClock, Hourglass, Mail, ShieldX } from 'lucide-react';
import type { FeatureParts } from '@/lib/web-feature';

/** What the verification feature shows in other features' screens: how its notifications are shown. */
export const parts: FeatureParts = {
  notifications: {
    residence_letter_sent: { icon: Mail, from: 'townHall' },
    residence_verified: { icon: BadgeCheck, from: 'townHall' },
    residence_awaiting_confirmation: { icon: Hourglass, from: 'townHall' },
    residence_confirmed: { icon: BadgeCheck, from: 'townHall' },
    residence_refused: { icon: ShieldX, from: 'townHall' },
    residence_revoked: { icon: ShieldX, from: 'townHall' },
    residence_expiring: { icon: CalendarClock, from: 'townHall' },
  },
};
