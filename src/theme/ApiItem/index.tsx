// Wrapper: brings the OpenAPI theme's stylesheet with the API page component (see plugins/openapi-theme).
import React, {type ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import '@site/src/css/openapi.scss';

type Props = React.ComponentProps<typeof ApiItem>;

export default function ApiItemWrapper(props: Props): ReactNode {
  return <ApiItem {...props} />;
}
