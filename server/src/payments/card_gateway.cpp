#include "payments/card_gateway.hpp"

namespace emu::payments {
namespace {

class NoCardGateway final : public CardGateway {
 public:
  bool configured() const override { return false; }
  std::expected<CheckoutSession, GatewayError> create_checkout(const CheckoutRequest&) override {
    return std::unexpected(GatewayError::unavailable);
  }
  std::expected<std::string, GatewayError> refund(const std::string&, std::int64_t,
                                                  const std::string&) override {
    return std::unexpected(GatewayError::unavailable);
  }
};

}  // namespace

std::shared_ptr<CardGateway> no_card_gateway() { return std::make_shared<NoCardGateway>(); }

}  // namespace emu::payments
