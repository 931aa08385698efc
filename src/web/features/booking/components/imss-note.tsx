import { uiMessages } from '#shared/common-messages';
// eslint-disable-next-line no-restricted-imports -- content/ lies outside src/ (no alias): the operator's words.
import source from '../../../../../content/avisos/trabajo-del-hogar-imss.md?raw';
import { planTexts } from '#web/features/booking/plan-texts';
import { InfoNote } from '#web/components/ui/info-note';

// The note on a weekly or two-weekly plan (issue 30): its words are content the operator reviews
// (content/avisos/trabajo-del-hogar-imss.md), one sentence or two and one link, no legal advice beyond that.
const LINK = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/;
const text = source.replace(/<!--[\s\S]*?-->/g, '').trim();
const link = LINK.exec(text);

export function ImssNote() {
  const [before, after] = link
    ? [text.slice(0, link.index), text.slice(link.index + link[0].length)]
    : [text, ''];
  return (
    <InfoNote
      title={planTexts.summary.imssTitle}
      body={
        <>
          {before}
          {link ? (
            <a
              href={link[2]}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-strong underline"
            >
              {link[1]}
              <span className="sr-only"> {uiMessages.opensInNewTab}</span>
            </a>
          ) : null}
          {after}
        </>
      }
    />
  );
}
