import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { cn } from '#web/lib/utils';
import { useWriteReview } from './write-review';
import { reviewUi as texts } from './texts';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';

type Author = 'customer' | 'provider';

/**
 * 'Calificar' and its dialog: 1–5 stars as a radio group, an optional comment, 'Enviar reseña'. A customer may
 * also allow LimpiaHogar to show the review on the home page (unticked unless they tick it).
 */
export function ReviewButton({
  serviceId,
  title,
  author,
  onReviewed,
}: {
  serviceId: string;
  title: string;
  author: Author;
  /** Told the stars once the review is sent. */
  onReviewed?: (rating: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.rate}</Button>
      {open ? (
        <ReviewDialog
          serviceId={serviceId}
          title={title}
          author={author}
          onClose={() => setOpen(false)}
          onReviewed={onReviewed}
        />
      ) : null}
    </>
  );
}

function ReviewDialog({
  serviceId,
  title,
  author,
  onClose,
  onReviewed,
}: {
  serviceId: string;
  title: string;
  author: Author;
  onClose: () => void;
  onReviewed?: (rating: number) => void;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [allowShowcase, setAllowShowcase] = useState(false);
  const hintId = useId();
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const errorId = useId();
  const write = useWriteReview(serviceId, {
    onSuccess: (_, body) => {
      toast.success(texts.sentTitle, texts.sentBody);
      onClose();
      onReviewed?.(body.rating);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else if (error instanceof ApiError && error.status < 500) setErrors({ form: error.message });
      else toast.error(texts.failed);
    },
  });
  const send = () => {
    if (rating === 0) return setErrors({ rating: texts.ratingRequired });
    setErrors({});
    write.mutate({ rating, comment, allowShowcase: author === 'customer' && allowShowcase });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !write.isPending) onClose();
      }}
    >
      <DialogContent title={fillMessage(texts.dialogTitle, { title })} description={texts.dialogDescription}>
        <fieldset
          className="grid gap-2"
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? errorId : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-slate-900">{texts.ratingLegend}</legend>
          <div className="flex gap-1">
            {texts.stars.map((label, index) => {
              const value = index + 1;
              return (
                <label
                  key={label}
                  className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    // Over the star, transparent: a click on the star is a click on the radio.
                    className="absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                  />
                  <span className="sr-only">{label}</span>
                  <Star
                    aria-hidden
                    className={cn(
                      'size-8',
                      value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
                    )}
                  />
                </label>
              );
            })}
          </div>
          {errors.rating ? (
            <p id={errorId} className="text-sm text-red-700">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <TextareaField
          label={texts.comment}
          value={comment}
          maxLength={1000}
          error={errors.comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {author === 'customer' ? (
          <div className="grid gap-1">
            <CheckboxField
              label={texts.allowShowcase}
              checked={allowShowcase}
              aria-describedby={hintId}
              onChange={(event) => setAllowShowcase(event.target.checked)}
            />
            <p id={hintId} className="pl-6 text-sm text-slate-600">
              {texts.allowShowcaseHint}
            </p>
          </div>
        ) : null}
        <DialogFormFooter
          refusal={errors.form ?? null}
          submitting={write.isPending}
          submitLabel={texts.submit}
          cancelLabel={texts.back}
          onConfirm={send}
        />
      </DialogContent>
    </Dialog>
  );
}
