"""Loans between allies (LG-LOAN-*): offered with the contract's offers, secret to the two powers, paid through
the ledger at once and repaid with interest at the Expense Step of each winter until settled."""

import math
from functools import cache

from rules.core.context import Context
from rules.core.offers import Deal
from rules.laguerre import ledger
from rules.laguerre.diplomacy import country_name
from rules.laguerre.state import LgState, Loan

LOAN_SIZES = (10, 20, 30)
"""LG-LOAN-1: the Gold a loan may carry (designed: the size of a subsidy or two, a season's campaign)."""
INTEREST_TENTHS = 1
"""LG-LOAN-3: a loan is repaid with one tenth more, rounded up (10 → 11, 20 → 22, 30 → 33; designed)."""


def owed_for(amount: int) -> int:
    """LG-LOAN-3: what a loan of ``amount`` Gold costs its borrower back."""
    return amount + math.ceil(amount * INTEREST_TENTHS / 10)


@cache
def lend_deal(amount: int) -> Deal:
    """LG-LOAN-1: the sender lends ``amount`` Gold to its ally (secret terms)."""
    return Deal(code=f"lend:{amount}", text=f"Loan: I lend you {amount} Gold, you repay {owed_for(amount)} "
                f"at the next winter's Expense Step", secret=True)


@cache
def borrow_deal(amount: int) -> Deal:
    """LG-LOAN-1: the sender asks its ally to lend it ``amount`` Gold (secret terms)."""
    return Deal(code=f"borrow:{amount}", text=f"Loan: lend me {amount} Gold, I repay {owed_for(amount)} "
                f"at the next winter's Expense Step", secret=True)


def loan_deals() -> list[Deal]:
    """LG-LOAN-1: every loan one allied power may offer another."""
    return [*(lend_deal(n) for n in LOAN_SIZES), *(borrow_deal(n) for n in LOAN_SIZES)]


def grant(state: LgState, ctx: Context, lender: str, borrower: str, amount: int) -> None:
    """LG-LOAN-2: an accepted loan: the lender pays ``amount`` at once, or, without it, the loan falls through
    (told to the two only)."""
    seats = [s for s in (state.seat_of(lender), state.seat_of(borrower)) if s]
    if state.treasury[lender] < amount:
        ctx.tell(seats, f"The loan of {amount} Gold from {country_name(lender)} falls through: the lender lacks "
                 "the Gold (LG-LOAN-2).", kind="terms")
        return
    ledger.pay(state, ctx, lender, amount, "loan to an ally (LG-LOAN-2)", to=borrower)
    state.loans.append(Loan(lender=lender, borrower=borrower, owed=owed_for(amount)))
    ctx.tell(seats, f"Loan (secret): {country_name(borrower)} owes {country_name(lender)} {owed_for(amount)} Gold, "
             "repaid at the next winter's Expense Step (LG-LOAN-3).", kind="terms")


def repay(state: LgState, ctx: Context) -> None:
    """LG-LOAN-3: at the Expense Step each borrower repays what it owes as far as its treasury goes; the rest is
    owed next winter (whether or not the two are still allied)."""
    for loan in state.loans:
        amount = min(loan.owed, state.treasury[loan.borrower])
        ledger.pay(state, ctx, loan.borrower, amount, "loan repaid (LG-LOAN-3)", to=loan.lender)
        loan.owed -= amount
    state.loans = [loan for loan in state.loans if loan.owed > 0]


def describe(state: LgState, power: str) -> list[str]:
    """LG-LOAN-4: ``power``'s loans, for its own eyes."""
    return [f"Loan: {country_name(x.borrower)} owes {country_name(x.lender)} {x.owed} Gold." for x in state.loans
            if power in (x.lender, x.borrower)]
