import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';

export interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  /** What exactly happens and what it costs. */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** Red button for destructive actions. */
  readonly danger?: boolean;
  /** Irreversible actions: the user types this text (the domain name) to confirm. */
  readonly typeToConfirm?: string;
  readonly busy?: boolean;
  /** The action cannot be taken yet: the dialog says why (e.g. the problems it lists). */
  readonly disabled?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The one dialog for costly or destructive actions; it traps and returns focus (Mantine Modal). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const mustType = props.typeToConfirm;
  const typedOk = mustType === undefined || typed.trim() === mustType;
  const close = () => {
    setTyped('');
    props.onCancel();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered size="lg">
      <Stack gap="md">
        {props.children}
        {mustType !== undefined && (
          <TextInput
            label={`Type ${mustType} to confirm`}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
            }}
            autoComplete="off"
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={props.busy}>
            Cancel
          </Button>
          <Button
            color={props.danger ? 'red' : undefined}
            disabled={!typedOk || props.disabled === true}
            loading={props.busy}
            onClick={() => {
              setTyped('');
              props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </Button>
        </Group>
        {mustType !== undefined && !typedOk && typed !== '' && (
          <Text size="xs" c="dimmed">
            The name typed does not match yet.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
