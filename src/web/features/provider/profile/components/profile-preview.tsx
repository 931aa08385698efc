import { Phone, UserRound } from 'lucide-react';
import { providerUi } from '#shared/provider-ui';
import { TitledCard } from '#web/components/ui/card';
import { fillMessage } from '#web/lib/fill-message';

const texts = providerUi.profile;

type ProfilePreviewProps = {
  displayName: string;
  bio: string;
  phone: string;
  yearsExperience: number;
  photoUrl: string | null;
};

function yearsText(years: number): string | null {
  if (!Number.isInteger(years) || years < 0) return null;
  return years === 1 ? texts.oneYear : fillMessage(texts.years, { count: years });
}

// What a customer sees, redrawn as the provider types.
export function ProfilePreview({ displayName, bio, phone, yearsExperience, photoUrl }: ProfilePreviewProps) {
  const years = yearsText(yearsExperience);
  return (
    <TitledCard
      title={texts.previewTitle}
      description={texts.previewDescription}
      className="lg:sticky lg:top-24"
    >
      <div className="grid justify-items-center gap-3 rounded-lg bg-slate-50 p-5 text-center">
        {photoUrl ? (
          <img src={photoUrl} alt="" className="size-24 rounded-full object-cover ring-2 ring-white" />
        ) : (
          <span className="grid size-24 place-items-center rounded-full bg-slate-200 text-slate-500">
            <UserRound className="size-10" aria-hidden />
          </span>
        )}
        <p className="text-lg font-semibold break-words text-slate-900">
          {displayName.trim() || texts.namePlaceholder}
        </p>
        {years ? <p className="text-sm text-slate-700">{years}</p> : null}
        {phone.trim() ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Phone className="size-4" aria-hidden />
            {phone.trim()}
          </p>
        ) : null}
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{bio.trim() || texts.noBio}</p>
      </div>
    </TitledCard>
  );
}
