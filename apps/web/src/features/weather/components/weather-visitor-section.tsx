import { Sun } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { VisitorSection } from '@/components/visitor-section';
import { paths } from '@/config/paths';
import { useWeather } from '../api/get-weather';
import { degrees } from '../lib/format-weather';
import { WeatherIcon } from './weather-icon';

/** Days shown beside the current weather: today and the next two. */
const DAYS_SHOWN = 3;

/** The visitors' home: the weather now and the next days' highs and lows. */
export function WeatherVisitorSection() {
  const weather = useWeather();
  return (
    <VisitorSection
      title="Météo"
      icon={<Sun aria-hidden="true" className="size-5 text-primary" />}
      more={{ to: paths.weather, label: 'Toute la météo' }}
    >
      {weather.isPending ? (
        <LoadingStatus />
      ) : weather.isError ? (
        <LoadError
          title="Impossible de charger la météo"
          error={weather.error}
          onRetry={() => void weather.refetch()}
        />
      ) : (
        <>
          <p className="flex items-center gap-3">
            <WeatherIcon icon={weather.data.current.icon} className="size-8 text-primary" />
            <span className="text-2xl font-semibold">{degrees(weather.data.current.temperature)}</span>
            <span className="text-sm">{weather.data.current.description}</span>
          </p>
          <ul className="grid grid-cols-3 gap-2 text-center text-sm">
            {weather.data.daily.slice(0, DAYS_SHOWN).map((day) => (
              <li key={day.date} className="flex flex-col items-center gap-0.5 rounded-lg bg-muted p-2">
                <span className="font-medium">{day.day}</span>
                <WeatherIcon icon={day.icon} className="size-5" />
                <span className="sr-only">{day.condition}, </span>
                <span>
                  {degrees(day.high)} <span className="text-muted-foreground">/ {degrees(day.low)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </VisitorSection>
  );
}
