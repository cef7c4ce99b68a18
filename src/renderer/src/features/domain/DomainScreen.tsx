import { Alert, Badge, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import type {
  PortfolioDetail,
  RegistrarFeature,
} from '../../../../shared/ipc/channels/portfolioTypes';
import { navigationStore, useNavigation } from '../../state/navigationStore';
import { formatDateWithAge } from '../../components/dates';
import { ErrorAlert } from '../../components/ErrorAlert';
import { StatusBadge } from '../../components/StatusBadge';
import { TransferBadge } from '../../components/TransferBadge';
import { useBridgeRead } from '../../data/useBridgeRead';
import { ContactsEditor } from './contacts/ContactsEditor';
import { DangerZone } from './danger/DangerZone';
import { DnsEditor } from './dns/DnsEditor';
import { refKey, useDomainRef } from './domainRef';
import type { DomainRef } from './domainRef';
import { EmailForwardingEditor } from './email/EmailForwardingEditor';
import { DomainHistory } from './history/DomainHistory';
import { NameserversSection } from './nameservers/NameserversSection';
import { OverviewPanel } from './overview/OverviewPanel';
import { SecurityPanel } from './security/SecurityPanel';
import { Unavailable } from './Unavailable';
import { useOpenFocus } from './useOpenFocus';

interface Section {
  readonly id: string;
  readonly label: string;
  /** The one function the whole section needs; without it the section is replaced. */
  readonly feature?: RegistrarFeature;
  /** Functions of the section that may be missing; each missing one badges the tab. */
  readonly parts?: readonly RegistrarFeature[];
  readonly render: (ref: DomainRef, detail: PortfolioDetail, reload: () => void) => ReactNode;
}

const SECTIONS: readonly Section[] = [
  {
    id: 'overview',
    label: 'Overview',
    render: (_ref, detail, reload) => <OverviewPanel detail={detail} onChanged={reload} />,
  },
  {
    id: 'dns',
    label: 'DNS',
    feature: 'dns',
    render: (ref, detail) => <DnsEditor domainRef={ref} nameservers={detail.domain.nameservers} />,
  },
  {
    id: 'nameservers',
    label: 'Nameservers',
    parts: ['glue'],
    render: (ref, detail, reload) => (
      <NameserversSection domainRef={ref} detail={detail} onChanged={reload} />
    ),
  },
  { id: 'contacts', label: 'Contacts', render: (ref) => <ContactsEditor domainRef={ref} /> },
  {
    id: 'email',
    label: 'E-mail',
    feature: 'email',
    render: (ref) => <EmailForwardingEditor domainRef={ref} />,
  },
  {
    id: 'security',
    label: 'Lock & EPP',
    parts: ['idprotection', 'eppcode'],
    render: (ref, detail, reload) => (
      <SecurityPanel domainRef={ref} detail={detail} onChanged={reload} />
    ),
  },
  { id: 'history', label: 'History', render: (ref) => <DomainHistory domainRef={ref} /> },
  {
    id: 'danger',
    label: 'Danger zone',
    render: (ref, detail, reload) => (
      <DangerZone domainRef={ref} row={detail.domain} onChanged={reload} />
    ),
  },
];

/** Sections that need an active domain; a pending one has nothing to change yet. */
const NEEDS_ACTIVE = new Set(['dns', 'nameservers', 'contacts', 'email', 'security', 'danger']);

function DomainPage({ domainRef }: { domainRef: DomainRef }) {
  const section = useNavigation((state) => state.params.section) ?? 'overview';
  const focusTarget = useNavigation((state) => state.params.focus);
  const query = useBridgeRead('portfolio:get', domainRef);
  const pageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useOpenFocus(pageRef, headingRef, focusTarget, query.status === 'ok');
  if (query.status === 'loading') return <Loader size="sm" aria-label="Reading the domain" />;
  if (query.status === 'error') {
    return (
      <ErrorAlert
        error={query.error}
        title="The domain could not be opened"
        onRetry={query.reload}
      />
    );
  }
  const detail = query.data;
  const row = detail.domain;
  const waiting = row.status === 'pending';
  return (
    <Stack gap="sm" ref={pageRef}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              navigationStore.getState().navigate('portfolio');
            }}
          >
            ← Portfolio
          </Button>
          {/* Focusable from code only: where the focus lands when the page opens. */}
          <Title
            order={3}
            ref={headingRef}
            tabIndex={-1}
            data-focus-target="heading"
            style={{ outlineOffset: 2 }}
          >
            {row.unicodeName}
          </Title>
          {row.unicodeName !== row.name && (
            <Text size="sm" c="dimmed" ff="monospace">
              {row.name}
            </Text>
          )}
          <StatusBadge status={row.status} />
          {row.transfer !== null && row.transfer.state !== 'completed' && (
            <TransferBadge transfer={row.transfer} />
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Expires {formatDateWithAge(row.expiryDate)}
        </Text>
      </Group>
      <Tabs
        value={section}
        keepMounted={false}
        onChange={(value) => {
          navigationStore.getState().navigate('domain', {
            domain: domainRef.name,
            params: { section: value ?? 'overview' },
          });
        }}
      >
        <Tabs.List>
          {SECTIONS.map((item) => (
            <Tabs.Tab
              key={item.id}
              value={item.id}
              rightSection={
                item.feature && detail.unsupported.includes(item.feature) ? (
                  <Badge size="xs" color="gray" variant="outline" tt="none">
                    unavailable
                  </Badge>
                ) : item.parts?.some((part) => detail.unsupported.includes(part)) ? (
                  <Badge size="xs" color="gray" variant="outline" tt="none">
                    partly unavailable
                  </Badge>
                ) : undefined
              }
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map((item) => (
          <Tabs.Panel key={item.id} value={item.id} pt="md">
            {item.feature && detail.unsupported.includes(item.feature) ? (
              <Unavailable
                feature={item.feature}
                accountId={row.accountId}
                onReset={query.reload}
              />
            ) : waiting && NEEDS_ACTIVE.has(item.id) ? (
              <Alert color="blue" variant="light" title="Waiting for provisioning">
                This domain is still being set up by the registrar; its settings can be changed once
                it is active. The Overview shows when DomainDesk checks again.
              </Alert>
            ) : (
              item.render(domainRef, detail, query.reload)
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** One domain: everything the API knows about it and every setting it lets us change. */
export function DomainScreen() {
  const domainRef = useDomainRef();
  if (domainRef === null) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={3}>No domain chosen</Title>
        <Text size="sm" c="dimmed">
          Open a domain from the portfolio to see and change its settings.
        </Text>
        <Button
          size="xs"
          onClick={() => {
            navigationStore.getState().navigate('portfolio');
          }}
        >
          Open the portfolio
        </Button>
      </Stack>
    );
  }
  return <DomainPage key={refKey(domainRef)} domainRef={domainRef} />;
}
