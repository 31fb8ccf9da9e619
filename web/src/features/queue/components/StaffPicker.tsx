import type { StaffSearch } from '../hooks/useStaffSearch';
import type { TStaffMember } from '../queueTypes';

interface StaffPickerProps {
  search: StaffSearch;
  assignee: TStaffMember | null;
  disabled: boolean;
  onPick: (member: TStaffMember) => void;
}

/**
 * The open picker: a search by name or e-mail and a list of the staff it found (the first page),
 * the current assignee always among them (first).
 */
export function StaffPicker({ search, assignee, disabled, onPick }: StaffPickerProps) {
  const { typed, setTyped, staff } = search;
  const found = staff.data?.items ?? [];
  const options =
    assignee && !found.some((member) => member.id === assignee.id) ? [assignee, ...found] : found;
  const more = Boolean(staff.data?.nextCursor);
  return (
    <div className="assignee-control__pick">
      <label>
        <span className="visually-hidden">Find staff by name or e-mail</span>
        <input
          type="search"
          autoFocus
          value={typed}
          placeholder="Find staff by name or e-mail"
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <label>
        <span className="visually-hidden">Assign to</span>
        <select
          value=""
          disabled={!staff.data || disabled}
          onChange={(event) => {
            const member = options.find((item) => item.id === event.target.value);
            if (member) onPick(member);
          }}
        >
          <option value="" disabled>
            {!staff.data
              ? 'Loading staff…'
              : found.length === 0
                ? 'No staff member matches'
                : more
                  ? `Assign to… (first ${String(found.length)}: type to find others)`
                  : 'Assign to…'}
          </option>
          {options.map((member) => (
            <option key={member.id} value={member.id}>
              {member.fullName || member.email}
              {member.id === assignee?.id ? ' (assignee now)' : ''}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
