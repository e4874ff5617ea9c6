-- The billing standing episodes are business data (flags and notices depend on them): audited.
SELECT audit_enable('billing_standings');
