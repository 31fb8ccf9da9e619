import { PLAN_TERMS } from '../legalConstants';

/** The three plans, as the Terms and the Subscription Agreement quote them. */
export function PlanTable() {
  return (
    <table className="legal__table">
      <caption className="visually-hidden">HireRelay plans</caption>
      <thead>
        <tr>
          <th scope="col">Plan</th>
          <th scope="col">Price</th>
          <th scope="col">Applications</th>
        </tr>
      </thead>
      <tbody>
        {PLAN_TERMS.map((plan) => (
          <tr key={plan.name}>
            <th scope="row">{plan.name}</th>
            <td>{plan.price}</td>
            <td>{plan.applications}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
