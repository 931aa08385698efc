import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { providerUi } from '#shared/provider-ui';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { Button } from '#web/components/ui/button';
import { UpcomingServices } from '#web/components/services/upcoming-services';
import { PROVIDER_JOBS_KEY } from '#web/features/provider/query-keys';
import { MonthView } from './month-view';
import { WeekView } from './week-view';
import { calendarUi as texts } from './texts';

// Calendario: the upcoming services as an agenda (with the customer's phone and address once agreed), the week
// as blocks of each service's length over the free working time, or the month at a glance.
export function CalendarContent() {
  const [view, setView] = useState<'agenda' | 'week' | 'month'>('agenda');
  return (
    <div className="grid gap-6">
      <div role="group" aria-label={texts.views} className="flex gap-2">
        {(['agenda', 'week', 'month'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'default' : 'outline'}
            size="sm"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {texts[option]}
          </Button>
        ))}
      </div>
      {view === 'agenda' ? (
        <UpcomingServices
          queryKey={PROVIDER_JOBS_KEY}
          viewer="provider"
          texts={providerUi.calendar}
          icon={CalendarDays}
          action={{ to: PROVIDER_PAGES.requests.to, label: providerUi.seeRequests }}
        />
      ) : view === 'week' ? (
        <WeekView />
      ) : (
        <MonthView />
      )}
    </div>
  );
}
