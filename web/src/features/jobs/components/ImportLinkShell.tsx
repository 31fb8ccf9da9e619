import type { RefObject } from 'react';
import { TextField } from '../../../components/form/TextField';
import type { LinkDraft } from '../importLinkDraft';
import { LINK_FIELD } from '../importLinkDraft';
import { JobsMessages } from '../jobsMessages';

interface ImportLinkShellProps {
  draftRef: RefObject<LinkDraft>;
  /** The visitor reached for the form: its code starts loading (again, after a failed load). */
  onWake: () => void;
}

/**
 * The New Job box's link form as the dashboard first paints it, without the form library: the same
 * markup, keeping what is typed (and a press of the button) for ImportLinkForm, which replaces it
 * as soon as its code is in.
 */
export function ImportLinkShell({ draftRef, onWake }: ImportLinkShellProps) {
  return (
    <form
      className="import-box__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        draftRef.current.submitted = true;
        onWake();
      }}
    >
      <TextField
        {...LINK_FIELD}
        name="url"
        onFocus={() => {
          draftRef.current.focused = true;
          onWake();
        }}
        onBlur={() => {
          draftRef.current.focused = false;
        }}
        onChange={(event) => {
          draftRef.current.url = event.target.value;
        }}
      />
      <button className="button button--primary import-box__submit" type="submit">
        {JobsMessages.importButton}
      </button>
    </form>
  );
}
