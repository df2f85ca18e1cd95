import type { WeatherIcon as WeatherIconName } from '@portmarin/shared';
import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudMoon,
  CloudRain,
  CloudRainWind,
  CloudSnow,
  CloudSun,
  Moon,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

const ICONS: Record<WeatherIconName, LucideIcon> = {
  'clear-day': Sun,
  'clear-night': Moon,
  'partly-cloudy-day': CloudSun,
  'partly-cloudy-night': CloudMoon,
  cloudy: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  showers: CloudRainWind,
  snow: CloudSnow,
  thunderstorm: CloudLightning,
};

/** The sky's picture: decorative, always beside its text label. */
export function WeatherIcon({ icon, className }: { icon: WeatherIconName; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={cn('shrink-0 text-primary', className)} />;
}
