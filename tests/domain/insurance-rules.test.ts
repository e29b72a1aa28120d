import { describe, expect, it } from 'vitest'
import { buybackPrice, canAddSecondDriver, canBuyBack } from '../../src/domain/booking-extras'
import type { BuybackTrip, UpgradeFacts } from '../../src/domain/booking-extras'
import {
  buybackDeductibleReduction,
  deductibleReductions,
  funnelInsuranceChoices,
  preselectedInsurance,
} from '../../src/domain/insurance-rules'

const trip: BuybackTrip = {
  status: 'TO_COME',
  buybackAvailable: true,
  insuranceSlug: 'essential',
  insuranceReinforced: false,
}

describe('deductible buy-back', () => {
  it('is open on a paid trip before departure, insured by a standard insurance of ours, with no upgrade open', () => {
    expect(canBuyBack(trip, [])).toBe(true)
    expect(canBuyBack({ ...trip, status: 'ONGOING' }, [])).toBe(false)
    expect(canBuyBack({ ...trip, status: 'ACCEPTED' }, [])).toBe(false)
    expect(canBuyBack({ ...trip, buybackAvailable: false }, [])).toBe(false)
    expect(canBuyBack({ ...trip, insuranceReinforced: true, insuranceSlug: 'serenity' }, [])).toBe(false)
    expect(canBuyBack({ ...trip, insuranceSlug: 'none' }, [])).toBe(false)
    expect(canBuyBack({ ...trip, insuranceSlug: null }, [])).toBe(false)
    const open: UpgradeFacts[] = [{ kind: 'second_driver', state: 'ACCEPTED' }]
    expect(canBuyBack(trip, open)).toBe(false)
    expect(
      canBuyBack(trip, [
        { kind: 'buyback', state: 'CANCEL_GUEST' },
        { kind: 'second_driver', state: 'CONFIRMED' },
      ]),
    ).toBe(true)
  })

  it('leaves the second driver to one open upgrade at a time, whatever its kind', () => {
    expect(canAddSecondDriver('TO_COME', [{ kind: 'buyback', state: 'CREATED' }])).toBe(false)
    expect(canAddSecondDriver('TO_COME', [{ kind: 'buyback', state: 'CONFIRMED' }])).toBe(true)
    expect(canAddSecondDriver('TO_COME', [{ kind: 'second_driver', state: 'CONFIRMED' }])).toBe(false)
  })

  it('costs the reinforced insurance for the trip minus the insurance paid, never less than nothing', () => {
    expect(buybackPrice(21700, 13300)).toBe(8400)
    expect(buybackPrice(10000, 13300)).toBe(0)
  })

  it('lowers each deductible by the difference, never below zero', () => {
    expect(deductibleReductions({ damage: 150000, glass: 0 }, { damage: 50000, glass: 10000 })).toEqual({
      damage: 100000,
      glass: 0,
    })
  })

  it('shows the reinforced insurances in the funnel only when the booking allows the buy-back, compared with our standard one', () => {
    const choices = [
      { slug: 'none', is_reinforced: false },
      { slug: 'essential', is_reinforced: false },
      { slug: 'serenity', is_reinforced: true },
    ]
    expect(funnelInsuranceChoices(choices, true)).toEqual({
      standard: choices.slice(0, 2),
      buyback: [choices[2]],
      base: choices[1],
    })
    expect(funnelInsuranceChoices(choices, false).buyback).toEqual([])
  })

  it('says how much lower the buy-back deductible is, in the decimals the API writes', () => {
    expect(buybackDeductibleReduction({ damage_to_vehicle: '1500.00' }, { damage_to_vehicle: '500.00' })).toBe(
      '1000.00',
    )
    expect(buybackDeductibleReduction({ damage_to_vehicle: '1200.5' }, { damage_to_vehicle: '250.25' })).toBe('950.25')
    expect(buybackDeductibleReduction({ damage_to_vehicle: '500.00' }, { damage_to_vehicle: '500.00' })).toBeNull()
    expect(buybackDeductibleReduction({ damage_to_vehicle: '500.00' }, { damage_to_vehicle: '800.00' })).toBeNull()
  })

  it('starts the step on the booking’s insurance while it is offered, else on the first one', () => {
    const offered = [{ slug: 'none' }, { slug: 'essential' }]
    expect(preselectedInsurance(offered, 'essential')).toBe('essential')
    expect(preselectedInsurance(offered, 'serenity')).toBe('none')
    expect(preselectedInsurance(offered, null)).toBe('none')
    expect(preselectedInsurance([], 'essential')).toBeUndefined()
  })
})
