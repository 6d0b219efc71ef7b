// Why a shop is not bookable online (salon-day.md C.2 "Readiness"), pure: the caller loads the
// facts (booking/readiness.hpp) and gets every reason, in the order a merchant fixes them. The
// dashboard's Overview and store editor list them with a link each; the public booking page
// says the shop is not taking online bookings yet; create-booking refuses 409 not_bookable.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "domain/slots.hpp"

namespace emu::domain {

struct ReadinessFacts {
  bool active = false;
  std::string operating_hours_json;  // businesses.operating_hours as JSON text ("" when NULL)
  struct Service {
    std::string id;
    std::vector<std::string> staff;  // active staff members who perform it
  };
  std::vector<Service> services;  // active and bookable online
  struct Hours {
    std::string staff_id;
    int weekday = 0;  // 0 = Sunday (staff_hours.weekday)
    Interval span;    // minutes from midnight
  };
  std::vector<Hours> hours;  // working hours of active staff members
};

enum class NotReady {
  inactive,               // the shop is switched off
  no_active_service,      // no active service is bookable online
  no_staff_on_service,    // no active staff member performs an active service
  no_staff_hours,         // none of those staff members has working hours
  hours_outside_opening,  // their hours never meet the shop's opening hours
};

// Every reason the shop is not bookable; empty: bookable. The service reasons build on each
// other, so only the first of them is given (no service: its staff are not asked about).
std::vector<NotReady> readiness(const ReadinessFacts& facts);

// "inactive", "no_active_service", ... (the wire name; the web's locale keys).
std::string_view to_string(NotReady reason);

}  // namespace emu::domain
