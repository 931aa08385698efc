import { CalendarDays, Clock } from 'lucide-react';

interface PostMetaProps {
  publishedAt: string;
  date: string;
  readingMinutes: number;
}

export function PostMeta({ publishedAt, date, readingMinutes }: PostMetaProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={publishedAt}>{date}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readingMinutes} min de lectura
      </span>
    </p>
  );
}
