import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { PageHeader } from '@shop/ui/page-header';
import { useToast } from '@shop/ui/toast';
import { rulePaths } from '../model';
import { RuleForm, type RuleFormProps } from './rule-form';

export interface RulePageProps extends Omit<RuleFormProps, 'onDone'> {
  title: string;
  /** The header's status and facts (an existing rule's). */
  status?: ReactNode;
  meta?: string;
}

/** Marketing › Cart Price Rules › New / Edit: the header with its breadcrumbs and the form; after Save or Delete, the notice and the page the server named. */
export function RulePage({ title, status, meta, ...form }: RulePageProps) {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Marketing', url: rulePaths.grid }, { label: 'Cart Price Rules', url: rulePaths.grid }]} current={title} renderLink={(props, crumb) => <Link to={crumb.url} {...props} />} />}
        status={status}
        meta={meta}
      />
      <RuleForm
        {...form}
        onDone={({ message, location }) => {
          toast.show({ tone: 'success', text: message });
          void navigate(location);
        }}
      />
    </div>
  );
}
