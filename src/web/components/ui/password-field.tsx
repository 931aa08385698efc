import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { uiMessages } from '#shared/common-messages';
import { Field } from './field';
import { Input } from './input';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; error?: string };

export function PasswordField({ label, error, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);

  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} {...inputProps} type={visible ? 'text' : 'password'} className="pr-11" />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand"
            aria-label={visible ? uiMessages.hidePassword : uiMessages.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </Field>
  );
}
