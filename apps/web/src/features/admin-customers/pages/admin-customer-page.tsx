import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { ArrowLeft, UserX } from 'lucide-react';
import { AdminPage } from '@/components/layout/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, type ApiRequestError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { useCustomer } from '../api/use-customer';
import { CustomerFigures } from '../components/customer-figures';
import { CustomerOrders } from '../components/customer-orders';
import { CustomerProfileCard } from '../components/customer-profile-card';
import { CustomerAddresses, CustomerMarketing, CustomerReviews } from '../components/customer-sections';

/** A malformed id (400) or an account that is not there (404): the same page for the admin. */
function isUnknownCustomer(error: Error | null): boolean {
  if (error?.name !== 'ApiRequestError') return false;
  const { status } = error as ApiRequestError;
  return status === 404 || status === 400;
}

const backToUsers = (
  <Button asChild variant="subtle" size="sm">
    <Link to={paths.admin.dashboard({ tab: 'users' })}>
      <ArrowLeft aria-hidden="true" />
      All users
    </Link>
  </Button>
);

/** /admin/customers/:id — one customer: who they are, what they bought and are worth, what they wrote and agreed to. */
export function AdminCustomerPage() {
  const { id = '' } = useParams();
  const customerQuery = useCustomer(id);
  const { user: me } = useSession();
  const customer = customerQuery.data;

  if (customerQuery.isError && !customer) {
    return (
      <AdminPage title="Customer" description="Contact, orders and lifetime value of one customer." action={backToUsers}>
        <Card>
          {isUnknownCustomer(customerQuery.error) ? (
            <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
                <UserX aria-hidden="true" className="size-5" />
              </span>
              <p className="font-display text-2xl">Customer not found</p>
              <p className="text-sm text-stone">
                This account does not exist. Find the customer in the users list or from one of their orders.
              </p>
            </div>
          ) : (
            <LoadError
              title="The customer could not be loaded"
              message={errorMessage(customerQuery.error, 'Something went wrong')}
              onRetry={() => void customerQuery.refetch()}
            />
          )}
        </Card>
      </AdminPage>
    );
  }

  if (!customer) {
    return (
      <AdminPage title="Customer" description="Loading the customer…" action={backToUsers}>
        <div aria-busy="true" aria-label="Loading the customer" className="flex flex-col gap-6">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
            <Skeleton className="h-80" />
            <div className="grid grid-cols-2 gap-4">
              {[0, 1, 2, 3].map((card) => (
                <Skeleton key={card} className="h-28 lg:h-full" />
              ))}
            </div>
          </div>
          <Skeleton className="h-64" />
        </div>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={customer.user.userName}
      description={
        <>
          {customer.user.role === 'admin' ? 'Admin' : 'Customer'} · <span className="break-all">{customer.user.email}</span>
        </>
      }
      action={backToUsers}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <CustomerProfileCard customer={customer} isSelf={me?._id === customer.user._id} />
        <CustomerFigures figures={customer.figures} />
      </div>
      {/* The list shows every placed order, cancelled ones too (the figures count only those that stand). */}
      <CustomerOrders
        orders={customer.orders}
        orderCount={customer.figures.orderCount + customer.figures.cancelledOrders}
        email={customer.user.email}
      />
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CustomerAddresses addresses={customer.addresses} />
        <CustomerReviews reviews={customer.reviews} />
        <CustomerMarketing marketing={customer.marketing} />
      </div>
    </AdminPage>
  );
}
