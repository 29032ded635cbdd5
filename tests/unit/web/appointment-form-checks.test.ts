import { describe, expect, it } from 'vitest';
import {
  appointmentFormErrors,
  fieldOfServerMessage,
  firstFieldWithError,
  placeServerMessages,
} from '../../../web/src/features/appointments/appointment-form-checks';

const filled = {
  first_name: 'Jane',
  last_name: 'Doe',
  phone_number: '(212) 555-0199',
  email: '',
  appointment_datetime: '2025-03-10T10:00',
  business_item_variant: '',
};

describe("the appointment form's own checks", () => {
  it('finds nothing wrong with a filled form, with or without an email', () => {
    expect(appointmentFormErrors(filled, null)).toEqual({});
    expect(appointmentFormErrors({ ...filled, email: ' jane@example.com ' }, null)).toEqual({});
    expect(appointmentFormErrors({ ...filled, business_item_variant: 'Hybrid' }, 'Full Set')).toEqual({});
  });

  it('says every problem at once, one per field, in the order the fields are laid out', () => {
    const errors = appointmentFormErrors(
      { first_name: ' ', last_name: 'x'.repeat(101), phone_number: '12', email: 'jane@', appointment_datetime: '', business_item_variant: '' },
      'Full Set',
    );
    expect(errors).toEqual({
      first_name: "First name can't be blank",
      last_name: 'Last name is too long (maximum is 100 characters)',
      phone_number: 'Phone number is not a valid phone number',
      email: 'Email is not a valid email address',
      appointment_datetime: 'Date & time must be a complete date and time',
      business_item_variant: 'Choose a size or option of Full Set',
    });
    expect(firstFieldWithError(errors)).toBe('first_name');
    expect(firstFieldWithError({ business_item_variant: 'x', phone_number: 'y' })).toBe('phone_number');
    expect(appointmentFormErrors({ ...filled, phone_number: '' }, null)).toEqual({ phone_number: "Phone number can't be blank" });
  });

  it("places the server's 422 sentences at the field they name, the rest above the form", () => {
    expect(fieldOfServerMessage('Appointment datetime must be in the future for an upcoming appointment')).toBe('appointment_datetime');
    expect(fieldOfServerMessage(`Variant "Mega" is not one of Full Set's options (Classic, Hybrid)`)).toBe('business_item_variant');
    expect(fieldOfServerMessage("Service was not found among this business's services")).toBe('business_item_id');
    expect(
      placeServerMessages([
        'Phone number is not a valid phone number',
        'Email is not a valid email address',
        'Email is too long',
        'An appointment can be at most 8 hours long, including the 10-minute buffer',
      ]),
    ).toEqual({
      byField: { phone_number: 'Phone number is not a valid phone number', email: 'Email is not a valid email address' },
      general: ['Email is too long', 'An appointment can be at most 8 hours long, including the 10-minute buffer'],
    });
  });
});
