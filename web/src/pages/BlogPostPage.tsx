import { useParams } from 'react-router';
import { PublishedPost } from '../features/blog/components/PublishedPost';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  // A new slug is a new page: nothing of the previous post lingers while the next one loads.
  return <PublishedPost key={slug} slug={slug} />;
}
