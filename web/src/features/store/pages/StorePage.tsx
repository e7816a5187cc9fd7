import { Loading } from '../../../ui/States';

/** Placeholder until its issue lands (router target). */
export default function StorePage() {
  return <Loading />;
}
